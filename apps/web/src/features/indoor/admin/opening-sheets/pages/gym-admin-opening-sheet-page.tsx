/** `/gyms/{gymId}/{gymName}/admins/opening-sheets/:gymOpeningSheetId`: to be built by this change. */
function GymAdminOpeningSheetPage() {
  return null;
}

export default GymAdminOpeningSheetPage;
