/** The gym administration area's grades tools: the method and path of each endpoint (see `../endpoint-routes.ts`). */
export const listGymGrades = { method: 'GET', path: '/gyms/{id}/gym_grades.json' } as const;
export const createGymGrade = { method: 'POST', path: '/gyms/{id}/gym_grades.json' } as const;
export const getGymGrade = { method: 'GET', path: '/gym_grades/{id}.json' } as const;
export const updateGymGrade = { method: 'PUT', path: '/gym_grades/{id}.json' } as const;
export const deleteGymGrade = { method: 'DELETE', path: '/gym_grades/{id}.json' } as const;
export const createGymGradeLine = { method: 'POST', path: '/gym_grades/{id}/gym_grade_lines.json' } as const;
export const getGymGradeLine = { method: 'GET', path: '/gym_grade_lines/{id}.json' } as const;
export const updateGymGradeLine = { method: 'PUT', path: '/gym_grade_lines/{id}.json' } as const;
export const deleteGymGradeLine = { method: 'DELETE', path: '/gym_grade_lines/{id}.json' } as const;
export const reorderGymGradeLines = { method: 'PUT', path: '/gym_grades/{id}/gym_grade_lines/order.json' } as const;
export const updateGymLevels = { method: 'PUT', path: '/gyms/{id}/levels.json' } as const;
export const fillGymLevelsFromGrade = { method: 'POST', path: '/gyms/{id}/levels/from_grade.json' } as const;
export const getGymClimbingStyles = { method: 'GET', path: '/gyms/{id}/climbing_styles.json' } as const;
export const updateGymClimbingStyles = { method: 'PUT', path: '/gyms/{id}/climbing_styles.json' } as const;
export const getGymDifficultySystem = { method: 'GET', path: '/gyms/{id}/difficulty_system.json' } as const;
export const setGymDifficultySystem = { method: 'PUT', path: '/gyms/{id}/difficulty_system.json' } as const;
