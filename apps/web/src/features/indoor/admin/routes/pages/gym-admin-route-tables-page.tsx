/** `/gyms/{gymId}/{gymName}/admins/routes/tables`: to be built by this change. */
function GymAdminRouteTablesPage() {
  return null;
}

export default GymAdminRouteTablesPage;
