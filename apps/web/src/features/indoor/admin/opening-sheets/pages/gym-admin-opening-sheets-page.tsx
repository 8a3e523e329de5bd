/** `/gyms/{gymId}/{gymName}/admins/opening-sheets`: to be built by this change. */
function GymAdminOpeningSheetsPage() {
  return null;
}

export default GymAdminOpeningSheetsPage;
