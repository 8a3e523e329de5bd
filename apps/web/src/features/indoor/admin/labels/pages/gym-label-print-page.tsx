/** `/gyms/{gymId}/{gymName}/label-templates/:gymLabelTemplateId?/print`: to be built by this change. */
function GymLabelPrintPage() {
  return null;
}

export default GymLabelPrintPage;
