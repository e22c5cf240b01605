/** Budgeting: plan and fact per organization, expenditure item and month: the section's first page (issue 17). */
export function BudgetingHomePage() {
  return null;
}
