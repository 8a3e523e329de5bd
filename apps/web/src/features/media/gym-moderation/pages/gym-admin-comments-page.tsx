/** `/gyms/{gymId}/{gymName}/admins/comments`: to be built by this change. */
function GymAdminCommentsPage() {
  return null;
}

export default GymAdminCommentsPage;
