/** `/gyms/{gymId}/{gymName}/opening-sheets/:gymOpeningSheetId?/print`: to be built by this change. */
function GymOpeningSheetPrintPage() {
  return null;
}

export default GymOpeningSheetPrintPage;
