import { channelsQuery } from '@mizani/sdk/query';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiMock, signInAs } from '../../../test/home-api-mock.ts';
import { filterChannelLists } from '../components/order-filter.ts';
import { BRIEF_WAIT_MS } from '../../../lib/route-data.ts';
import { ordersLoader } from './orders-loader.ts';

vi.mock('../../../lib/api.ts', async () => ({ api: (await import('../../../test/home-api-mock.ts')).apiMock }));

const mocked = apiMock as unknown as { order: { list: ReturnType<typeof vi.fn> }; common: { queryChannel: ReturnType<typeof vi.fn> } };

afterEach(() => {
  Reflect.deleteProperty(apiMock, 'order');
  Reflect.deleteProperty(apiMock.common, 'queryChannel');
});

describe('the transactions loader', () => {
  it('settles only once the channel filter lists are in the cache, so they cannot land during the first render', async () => {
    const user = signInAs({});
    let answerChannels: () => void = () => undefined;
    const channelsAnswered = new Promise<void>((resolve) => (answerChannels = resolve));
    Object.assign(apiMock, { order: { list: vi.fn(async () => ({ rows: [], total: 0 })) } });
    Object.assign(apiMock.common, { queryChannel: vi.fn(async () => channelsAnswered.then(() => [])) });
    const client = new QueryClient();

    let settled = false;
    const loading = ordersLoader(client, 0)().then(() => (settled = true));
    await vi.waitFor(() => expect(mocked.common.queryChannel).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mocked.order.list).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);

    answerChannels();
    await loading;
    const lists = filterChannelLists(user.countryId ?? 254, 0);
    expect(mocked.common.queryChannel).toHaveBeenCalledTimes(lists.length);
    for (const body of lists) expect(client.getQueryData(channelsQuery(mocked as never, body).queryKey)).toEqual([]);
  });

  it('does not hold the first paint longer than a moment for a list that never comes', async () => {
    signInAs({});
    Object.assign(apiMock, { order: { list: vi.fn(async () => ({ rows: [], total: 0 })) } });
    Object.assign(apiMock.common, { queryChannel: vi.fn(() => new Promise<never>(() => undefined)) });
    const started = Date.now();
    await ordersLoader(new QueryClient(), 0)();
    expect(Date.now() - started).toBeLessThan(BRIEF_WAIT_MS + 500);
    expect(mocked.common.queryChannel).toHaveBeenCalled();
  });
});
