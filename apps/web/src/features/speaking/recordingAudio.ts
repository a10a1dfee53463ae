import type { ApiClient } from '@lingua/api';

/** The recording's audio through the app's client, which carries the session. */
export async function recordingAudio(api: ApiClient, id: string): Promise<Blob> {
  const { data, response } = await api.GET('/recordings/{id}', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!response.ok || !data)
    throw Object.assign(new Error('recording unavailable'), { status: response.status });
  return data;
}
