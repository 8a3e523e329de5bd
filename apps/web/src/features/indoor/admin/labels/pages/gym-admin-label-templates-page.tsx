/** `/gyms/{gymId}/{gymName}/admins/label-templates`: to be built by this change. */
function GymAdminLabelTemplatesPage() {
  return null;
}

export default GymAdminLabelTemplatesPage;
