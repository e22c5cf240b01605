/** Wire shapes of Recruiting: vacancies, candidates, the kanban, statistics (issue 17). */
export {};
