/** `/gyms/{gymId}/{gymName}/admins/videos`: to be built by this change. */
function GymAdminVideosPage() {
  return null;
}

export default GymAdminVideosPage;
