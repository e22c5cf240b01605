/** Recruiting: vacancies, candidates, the kanban, statistics: the section's first page (issue 17). */
export function RecruitingHomePage() {
  return null;
}
