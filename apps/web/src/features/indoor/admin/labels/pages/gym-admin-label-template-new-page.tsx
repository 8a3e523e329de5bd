/** `/gyms/{gymId}/{gymName}/admins/label-templates/new`: to be built by this change. */
function GymAdminLabelTemplateNewPage() {
  return null;
}

export default GymAdminLabelTemplateNewPage;
