import type { ApiClient, components, SharedTemplate, Template } from '@lingua/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type MutationCallbacks, useAreaMutation } from '../../app/areaMutation';
import { request } from '../../app/request';
import { useApi } from '../../app/services';

/**
 * The templates area's query keys: the spec's `user-templates` (the create-assignment dialog
 * reads it too), the shared ones beneath it and one template by id.
 */
export const templateKeys = {
  own: ['user-templates'] as const,
  shared: ['user-templates', 'shared'] as const,
  template: (id: string) => ['template', id] as const,
  /** Under `user-templates`, so the library's refresh drops the offers too. */
  offers: ['user-templates', 'offers'] as const,
};

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
      const { templates } = await request(api.GET('/templates/get_templates'));
      return templates;
    },
    async listShared(): Promise<LibraryTemplate[]> {
      const { templates } = await request(api.GET('/templates/get_shared_templates'));
      return templates.map(({ template_id, shared_by, ...template }) => ({
        ...template,
        id: template_id,
        sharedBy: shared_by,
      }));
    },
    create: (body: CreateTemplateRequest) =>
      request(api.POST('/templates/create_template', { body })),
    remove: (id: string) =>
      request(api.PATCH('/templates/soft_delete_template/{id}', { params: { path: { id } } })),
    get: (id: string) =>
      request(api.GET('/templates/get_template/{id}', { params: { path: { id } } })),
    async listOffers(): Promise<SharedTemplate[]> {
      return (await request(api.GET('/templates/share_offers'))).offers;
    },
    answerOffer: (id: string, accept: boolean) =>
      request(
        api.POST('/templates/share_offers/{id}', { params: { path: { id } }, body: { accept } }),
      ),
    share: (id: string, to: { email: string } | { room_id: string }) =>
      request(api.POST('/templates/share_template/{id}', { params: { path: { id } }, body: to })),
  };
}

/** learning-content.md: "the my_templates cache is dropped" after a template is created. */
export const MY_TEMPLATES_KEY = 'my_templates';

export function useClearTemplatesCache(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    window.localStorage.removeItem(MY_TEMPLATES_KEY);
    void queryClient.invalidateQueries({ queryKey: templateKeys.own });
  }, [queryClient]);
}

/** Failed loads are silent and show an empty list (learning-content.md section 8). */
const orEmpty = (load: Promise<LibraryTemplate[]>) => load.catch((): LibraryTemplate[] => []);

export function useOwnTemplates() {
  const api = useApi();
  return useQuery({
    queryKey: templateKeys.own,
    queryFn: () => orEmpty(templateCalls(api).listOwn()),
  });
}

export function useSharedTemplates() {
  const api = useApi();
  return useQuery({
    queryKey: templateKeys.shared,
    queryFn: () => orEmpty(templateCalls(api).listShared()),
  });
}

/** An assignment's template, once there is an assignment to open. */
export function useTemplate(id: string, { enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: templateKeys.template(id),
    queryFn: () => templateCalls(api).get(id),
    enabled,
  });
}

/** Deletes (hides) one of the caller's templates; its list is refetched afterwards. */
export function useDeleteTemplate(callbacks?: MutationCallbacks<unknown, string>) {
  const api = useApi();
  return useAreaMutation(
    (id: string) => templateCalls(api).remove(id),
    (queryClient) => queryClient.invalidateQueries({ queryKey: templateKeys.own }),
    callbacks,
  );
}

export function useShareTemplate(
  id: string,
  callbacks?: MutationCallbacks<{ shared_with: number }, { email: string } | { room_id: string }>,
) {
  const api = useApi();
  return useMutation({
    ...callbacks,
    mutationFn: (to: { email: string } | { room_id: string }) => templateCalls(api).share(id, to),
  });
}

/** Templates sent to the caller by e-mail, waiting for them to accept or decline. */
export function useShareOffers() {
  const api = useApi();
  return useQuery({
    queryKey: templateKeys.offers,
    queryFn: () => templateCalls(api).listOffers(),
  });
}

export type OfferAnswer = { offer: SharedTemplate; accept: boolean };

/** Accepted, the offer joins "Shared with me"; declined, it is gone. Both lists are fetched again. */
export function useAnswerShareOffer(callbacks?: MutationCallbacks<unknown, OfferAnswer>) {
  const api = useApi();
  return useAreaMutation(
    ({ offer, accept }: OfferAnswer) => templateCalls(api).answerOffer(offer.template_id, accept),
    (queryClient) =>
      Promise.all(
        [templateKeys.offers, templateKeys.shared].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    callbacks,
  );
}
