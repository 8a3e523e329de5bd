/** `/gyms/{gymId}/{gymName}/admins/label-templates/:gymLabelTemplateId`: to be built by this change. */
function GymAdminLabelTemplatePage() {
  return null;
}

export default GymAdminLabelTemplatePage;
