import type { ApiClient, components, Template } from '@lingua/api';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../layout/call';

/** The spec's query key for the user's templates (the create-assignment dialog reads it too). */
export const userTemplatesKey = ['user-templates'] as const;
export const sharedTemplatesKey = ['user-templates', 'shared'] as const;

/** A template the library shows: own ones as they are, shared ones with `template_id` as id. */
export interface LibraryTemplate
  extends Pick<
    Template,
    'id' | 'template_name' | 'language' | 'template_level' | 'exercises_id_list' | 'created_at'
  > {
  status?: Template['status'];
  /** Who shared it; only on shared templates. */
  sharedBy?: string;
}

type CreateTemplateRequest = components['schemas']['CreateTemplateRequest'];

export function templateCalls(api: ApiClient) {
  return {
    async listOwn(): Promise<LibraryTemplate[]> {
      const { templates } = await call(api.GET('/templates/get_templates'));
      return templates;
    },
    async listShared(): Promise<LibraryTemplate[]> {
      const { templates } = await call(api.GET('/templates/get_shared_templates'));
      return templates.map(({ template_id, shared_by, ...template }) => ({
        ...template,
        id: template_id,
        sharedBy: shared_by,
      }));
    },
    create: (body: CreateTemplateRequest) => call(api.POST('/templates/create_template', { body })),
    remove: (id: string) =>
      call(api.PATCH('/templates/soft_delete_template/{id}', { params: { path: { id } } })),
    share: (id: string, to: { email: string } | { room_id: string }) =>
      call(api.POST('/templates/share_template/{id}', { params: { path: { id } }, body: to })),
  };
}

/** learning-content.md: "the my_templates cache is dropped" after a template is created. */
export const MY_TEMPLATES_KEY = 'my_templates';

export function useClearTemplatesCache(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    window.localStorage.removeItem(MY_TEMPLATES_KEY);
    void queryClient.invalidateQueries({ queryKey: userTemplatesKey });
  }, [queryClient]);
}
