import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/shared/api/http.ts';
import { SHIPPING_PATHS } from '@/shared/api/shipping.ts';
import { kitOrdersQuery, prefetchShippingPage } from './api.ts';

describe('prefetchShippingPage', () => {
  it("leaves the school's orders in the cache under the key the screen reads", async () => {
    const orders = [{ id: 9, kit_id: 'light-and-shadow' }];
    const request = vi.spyOn(http, 'request').mockResolvedValue({ success: true, orders });
    const client = new QueryClient();
    await prefetchShippingPage(client);
    expect(request).toHaveBeenCalledWith(SHIPPING_PATHS.orders, { auth: true });
    expect(client.getQueryData(kitOrdersQuery().queryKey)).toEqual(orders);
  });
});
