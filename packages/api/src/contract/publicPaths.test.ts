import { expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../publicPaths';
import { HTTP_METHODS, loadContract } from './loadContract';

it('the client treats exactly the calls openapi.yaml marks `security: []` as public', () => {
  const contract = loadContract();
  const publicInContract = Object.entries(contract.paths)
    .filter(([, item]) => HTTP_METHODS.some((method) => item[method]?.security?.length === 0))
    .map(([path]) => path);

  expect([...PUBLIC_PATHS].sort()).toEqual(publicInContract.sort());
});
