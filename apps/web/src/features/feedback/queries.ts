import type { ApiClient, components } from '@lingua/api';
import { request } from '../../app/request';

/** The feedback calls, rejecting with the contract's error body (`ApiFailure`). */
export function feedbackCalls(api: ApiClient) {
  return {
    create: (body: components['schemas']['FeedbackRequest']) =>
      request(api.POST('/feedback/create', { body })),
  };
}
