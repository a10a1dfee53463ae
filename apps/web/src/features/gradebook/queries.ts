/**
 * The gradebook area's server data: its query keys, hooks and invalidation in one place (the
 * room's teacher reviews sittings, corrects verdicts, sets a student's terms, reads item
 * analysis and downloads CSV; the student flags a question of their own review).
 */
import type { ApiClient, components } from '@lingua/api';
import type { ReplyUpload, RubricRequest } from '@lingua/flows';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../app/request';
import { useApi } from '../../app/services';
import { exerciseKeys } from '../exercises/queries';

type Schemas = components['schemas'];
export type GradebookSitting = Schemas['GradebookSitting'];
export type GradebookSittingDetail = Schemas['GradebookSittingDetail'];
export type GradebookItem = Schemas['GradebookItem'];
export type GradebookExercise = Schemas['GradebookExercise'];
export type Accommodation = Schemas['Accommodation'];
export type ItemAnalysis = Schemas['ItemAnalysis'];
export type AnswerToCheck = Schemas['AnswerToCheck'];
export type ToCheckDecision = Schemas['ToCheckDecision'];

export interface SittingFilter {
  userId?: string;
  assignmentId?: string;
}

export const gradebookKeys = {
  all: ['gradebook'] as const,
  sittings: (roomId: string, filter: SittingFilter = {}) =>
    [
      'gradebook',
      'room',
      roomId,
      'sittings',
      filter.userId ?? '',
      filter.assignmentId ?? '',
    ] as const,
  sitting: (id: string) => ['gradebook', 'sitting', id] as const,
  accommodations: (roomId: string) => ['gradebook', 'room', roomId, 'accommodations'] as const,
  toCheck: (roomId: string) => ['gradebook', 'room', roomId, 'to-check'] as const,
  extensions: (assignmentId: string) =>
    ['gradebook', 'assignment', assignmentId, 'extensions'] as const,
  itemAnalysis: (assignmentId: string) =>
    ['gradebook', 'assignment', assignmentId, 'item-analysis'] as const,
};

/** What a grading change can move besides the gradebook: the room's figures, the averages. */
const movedByGrading = [['room'], ['assignments']] as const;

/**
 * A changed verdict, excuse or student's terms moves the gradebook's lists, the room's figures
 * and the students' averages: they are refetched, shown as they were until the new ones are in
 * (an open dialog keeps its lists). A sitting the server just answered is fresh and is kept.
 */
export async function refreshAfterGrading(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: gradebookKeys.all,
      predicate: (query) => query.queryKey[1] !== 'sitting',
    }),
    ...movedByGrading.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
  ]);
}

type Override = {
  sittingId: string;
  exerciseId: string;
  itemId: number;
  verdict: Schemas['Verdict'];
  comment: string;
};
type StudentRef = { assignmentId: string; studentId: string };
type Decision = {
  sittingId: string;
  exerciseId: string;
  itemId: number;
  decision: Schemas['ToCheckDecisionRequest']['decision'];
};

/** The gradebook calls, rejecting with the contract's error body (`ApiFailure`). */
export function gradebookCalls(api: ApiClient) {
  const byId = (id: string) => ({ params: { path: { id } } });
  return {
    async sittings(roomId: string, filter: SittingFilter) {
      const answer = await request(
        api.GET('/gradebook/rooms/{id}/sittings', {
          params: {
            path: { id: roomId },
            query: { user_id: filter.userId, assignment_id: filter.assignmentId },
          },
        }),
      );
      return answer.sittings;
    },
    sitting: (id: string) => request(api.GET('/gradebook/sittings/{id}', byId(id))),
    /** The override machine's effect; its answer is the whole sitting recomputed. */
    saveOverride: (override: Override) =>
      request(
        api.POST('/gradebook/sittings/{id}/overrides', {
          ...byId(override.sittingId),
          body: {
            exercise_id: override.exerciseId,
            item_id: override.itemId,
            verdict: override.verdict,
            comment: override.comment,
          },
        }),
      ),
    async answersToCheck(roomId: string) {
      const answer = await request(api.GET('/gradebook/rooms/{id}/to_check', byId(roomId)));
      return answer.answers;
    },
    /** The to-check machine's effect: accept or refuse one answer the grader left open. */
    /** The rubric machine's effects: the teacher's spoken reply, then the grading. */
    uploadReply: ({ sittingId, exerciseId, itemId, reply }: ReplyUpload) =>
      request(
        api.POST('/recordings/replies', {
          params: {
            query: {
              attempt_id: sittingId,
              exercise_id: exerciseId,
              item_id: itemId,
              duration_ms: Math.max(1, reply.seconds * 1000),
            },
          },
          // The recording's bytes as they are: the server reads its container from them.
          body: reply.blob as unknown as string,
          bodySerializer: () => reply.blob,
          headers: { 'content-type': reply.mimeType },
        }),
      ),
    saveRubric: (grading: RubricRequest) =>
      request(
        api.POST('/gradebook/sittings/{id}/rubric', {
          ...byId(grading.sittingId),
          body: {
            exercise_id: grading.exerciseId,
            item_id: grading.itemId,
            scores: grading.scores,
            comment: grading.comment,
            ...(grading.replyRecordingId ? { reply_recording_id: grading.replyRecordingId } : {}),
          },
        }),
      ),
    decide: (decision: Decision) =>
      request(
        api.POST('/gradebook/sittings/{id}/to_check', {
          ...byId(decision.sittingId),
          body: {
            exercise_id: decision.exerciseId,
            item_id: decision.itemId,
            decision: decision.decision,
          },
        }),
      ),
    excuse: (sittingId: string, excused: boolean) =>
      request(
        api.PUT('/gradebook/sittings/{id}/excused', { ...byId(sittingId), body: { excused } }),
      ),
    async accommodations(roomId: string) {
      const answer = await request(api.GET('/gradebook/rooms/{id}/accommodations', byId(roomId)));
      return answer.accommodations;
    },
    async extensions(assignmentId: string) {
      const answer = await request(
        api.GET('/gradebook/assignments/{id}/extensions', byId(assignmentId)),
      );
      return answer.extensions;
    },
    /** The student-terms machine's effects. */
    saveAccommodations: ({
      roomId,
      studentId,
      terms,
    }: {
      roomId: string;
      studentId: string;
      terms: Schemas['AccommodationRequest'];
    }) =>
      request(
        api.PUT('/gradebook/rooms/{id}/accommodations/{userId}', {
          params: { path: { id: roomId, userId: studentId } },
          body: terms,
        }),
      ),
    saveExtension: ({ assignmentId, studentId, schedule }: StudentRef & { schedule: string }) =>
      request(
        api.PUT('/gradebook/assignments/{id}/extensions/{userId}', {
          params: { path: { id: assignmentId, userId: studentId } },
          body: { schedule },
        }),
      ),
    async removeExtension({ assignmentId, studentId }: StudentRef): Promise<void> {
      await request(
        api.DELETE('/gradebook/assignments/{id}/extensions/{userId}', {
          params: { path: { id: assignmentId, userId: studentId } },
        }),
      );
    },
    itemAnalysis: (assignmentId: string) =>
      request(api.GET('/gradebook/assignments/{id}/item_analysis', byId(assignmentId))),
    flag: (flag: { sittingId: string; exerciseId: string; itemId: number; note: string }) =>
      request(
        api.PUT('/gradebook/sittings/{id}/flags', {
          ...byId(flag.sittingId),
          body: { exercise_id: flag.exerciseId, item_id: flag.itemId, note: flag.note },
        }),
      ),
  };
}

export function useRoomSittings(roomId: string, filter: SittingFilter = {}) {
  const api = useApi();
  return useQuery({
    queryKey: gradebookKeys.sittings(roomId, filter),
    queryFn: () => gradebookCalls(api).sittings(roomId, filter),
  });
}

export function useSitting(sittingId: string) {
  const api = useApi();
  return useQuery({
    queryKey: gradebookKeys.sitting(sittingId),
    queryFn: () => gradebookCalls(api).sitting(sittingId),
  });
}

/** Puts a recomputed sitting in the cache at once, then refreshes what depends on it. */
export function useSittingSaved() {
  const queryClient = useQueryClient();
  return (detail: GradebookSittingDetail) => {
    queryClient.setQueryData(gradebookKeys.sitting(detail.sitting.attempt_id), detail);
    void refreshAfterGrading(queryClient);
  };
}

export function useAnswersToCheck(roomId: string) {
  const api = useApi();
  return useQuery({
    queryKey: gradebookKeys.toCheck(roomId),
    queryFn: () => gradebookCalls(api).answersToCheck(roomId),
  });
}

/**
 * After a decision on an answer to check: an acceptance re-grades other sittings too, so every
 * gradebook list and sitting is refetched with the room's figures and the averages.
 */
export function useToCheckDecided() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: gradebookKeys.all }),
      ...movedByGrading.map((queryKey) =>
        queryClient.invalidateQueries({ queryKey: [...queryKey] }),
      ),
    ]);
}

export function useExcuseSitting(sittingId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (excused: boolean) => gradebookCalls(api).excuse(sittingId, excused),
    onSuccess: (sitting) => {
      queryClient.setQueryData<GradebookSittingDetail>(gradebookKeys.sitting(sittingId), (old) =>
        old ? { ...old, sitting } : old,
      );
      return refreshAfterGrading(queryClient);
    },
  });
}

export function useAccommodations(roomId: string) {
  const api = useApi();
  return useQuery({
    queryKey: gradebookKeys.accommodations(roomId),
    queryFn: () => gradebookCalls(api).accommodations(roomId),
  });
}

export function useExtensions(assignmentId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: gradebookKeys.extensions(assignmentId ?? ''),
    queryFn: () => gradebookCalls(api).extensions(assignmentId ?? ''),
    enabled: assignmentId !== null,
  });
}

/** After a student's terms change: the gradebook's lists and every assignment list. */
export function useTermsSaved() {
  const queryClient = useQueryClient();
  return () => refreshAfterGrading(queryClient);
}

export function useItemAnalysis(assignmentId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: gradebookKeys.itemAnalysis(assignmentId ?? ''),
    queryFn: () => gradebookCalls(api).itemAnalysis(assignmentId ?? ''),
    enabled: assignmentId !== null,
  });
}

/** A student's flag on a question of their own review; that review is refetched with it. */
export function useFlagQuestion() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradebookCalls(api).flag,
    onSuccess: (_, flag) =>
      queryClient.invalidateQueries({ queryKey: exerciseKeys.answer(flag.exerciseId) }),
  });
}

/** The file name the server gives in Content-Disposition, or `fallback`. */
export function attachmentName(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** Downloads a CSV export through the app's client (it carries the session). */
export async function downloadCsv(
  api: ApiClient,
  what: { kind: 'room'; roomId: string } | { kind: 'assignment'; assignmentId: string },
) {
  const { data, response } =
    what.kind === 'room'
      ? await api.GET('/gradebook/rooms/{id}/export', {
          params: { path: { id: what.roomId } },
          parseAs: 'blob',
        })
      : await api.GET('/gradebook/assignments/{id}/export', {
          params: { path: { id: what.assignmentId } },
          parseAs: 'blob',
        });
  if (!response.ok || !data)
    throw Object.assign(new Error('export failed'), { status: response.status });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response, what.kind === 'room' ? 'grades.csv' : 'results.csv');
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click's download started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
