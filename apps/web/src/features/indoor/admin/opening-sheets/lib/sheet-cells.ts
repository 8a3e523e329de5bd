import { frenchGradeText, type GymOpeningSheet, type OpeningSheetCellRead } from '@climb/contracts';
import type { AdminGymRef } from '../../../../../climbing/gym-admin/admin-paths';

/** The sheet's print page: `/gyms/{id}/{slug}/opening-sheets/{sheetId}/print`, outside the administration area. */
export function openingSheetPrintPath(gym: AdminGymRef, sheetId: number): string {
  return `/gyms/${gym.id}/${gym.slug_name}/opening-sheets/${sheetId}/print`;
}

/** Whether a cell asks for nothing and names no route: an empty box. */
export function isEmptyCell(cell: OpeningSheetCellRead): boolean {
  return (
    cell.climbing_type === null &&
    cell.level_index === null &&
    cell.grade_value === null &&
    cell.note === null &&
    cell.gym_route_id === null
  );
}

/** The grade a cell asks for, as written (`6a+`), or null. */
export function cellGrade(cell: Pick<OpeningSheetCellRead, 'grade_value'>): string | null {
  return cell.grade_value === null ? null : frenchGradeText(cell.grade_value);
}

/** The grades a cell may ask for, easiest first: the value as the API takes it and its text. */
export function gradeChoices(): { value: string; label: string }[] {
  return Array.from({ length: 54 }, (_, index) => index + 1).flatMap((value) => {
    const label = frenchGradeText(value);
    return label ? [{ value: String(value), label }] : [];
  });
}

/** The sheet's progress: the routes asked for, those set, in per cent (0 when nothing is asked). */
export function progressOf(sheet: Pick<GymOpeningSheet, 'planned_count' | 'set_count'>): number {
  return sheet.planned_count === 0 ? 0 : Math.round((sheet.set_count / sheet.planned_count) * 100);
}

/** A text field's value for the API: trimmed, null when empty. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A select's value as a number for the API, null for the empty choice. */
export const numberOrNull = (value: string): number | null => (value === '' ? null : Number(value));
