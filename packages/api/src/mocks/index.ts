export {
  FIXTURE_NOW,
  FIXTURE_PASSWORD,
  type Fixtures,
  fixtureId,
  fixtures,
} from './fixtures';
export { createHandlers, handlers, resetSharedMocks } from './handlers';
export { tutorCapabilitiesHandler, tutorChatHandlers } from './handlers/system';
export { http as mockHttp, problem } from './http';
export { type ScenarioName, scenarios } from './scenarios';
export { createMockStore, type MockStore, type MockStoreOptions } from './store';
