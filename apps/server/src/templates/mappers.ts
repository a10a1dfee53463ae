import type { Schemas } from '../shared/schemas';
import { iso } from '../shared/time';
import type { SharedTemplateRow, TemplateRow } from './queries';

/** The contract's Template; `status` is the viewer's: Completed once they answered every exercise. */
export function toTemplate(row: TemplateRow): Schemas['Template'] {
  return {
    id: row.id,
    template_name: row.template_name,
    language: row.language,
    template_level: row.template_level,
    exercises_id_list: row.exercises_id_list,
    status: row.completed ? 'Completed' : 'Pending',
    created_at: iso(row.created_at),
    user_id: row.user_id,
    ...(row.speaking_criteria ? { speaking_criteria: row.speaking_criteria } : {}),
  };
}

/** A template shared with the viewer: named by `template_id`, with its owner's email, not id. */
export function toSharedTemplate(row: SharedTemplateRow): Schemas['SharedTemplate'] {
  const { id, user_id: _owner, speaking_criteria: _criteria, ...template } = toTemplate(row);
  return { template_id: id, ...template, shared_by: row.shared_by };
}
