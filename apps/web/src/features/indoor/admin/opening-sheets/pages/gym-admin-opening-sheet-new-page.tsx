/** `/gyms/{gymId}/{gymName}/admins/opening-sheets/new`: to be built by this change. */
function GymAdminOpeningSheetNewPage() {
  return null;
}

export default GymAdminOpeningSheetNewPage;
