/** `/gyms/{gymId}/{gymName}/admins/routes/statistics`: to be built by this change. */
function GymAdminRouteStatisticsPage() {
  return null;
}

export default GymAdminRouteStatisticsPage;
