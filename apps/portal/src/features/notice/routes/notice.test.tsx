import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiMock, signInAs } from '../../../test/home-api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api.ts', async () => ({ api: (await import('../../../test/home-api-mock.ts')).apiMock }));

describe('notices', () => {
  it('lists announcements and system notices of the language on screen, newest first', async () => {
    signInAs();
    apiMock.common.notice3.mockResolvedValue([{ id: 1, title: 'Pesalink hours', content: 'Line one\nLine two', locale: 'en', createTime: '2026-10-01T08:00:00Z' }]);
    apiMock.common.sysNotice.mockResolvedValue([{ id: 1, title: 'Keep your password safe', content: 'Never share it.', locale: 'en', createTime: '2026-11-01T08:00:00Z' }]);
    renderApp('/home/notice');
    await screen.findByText('Pesalink hours');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Keep your password safe', 'Pesalink hours']);
    expect(screen.getByText('System notice')).toBeTruthy();
    expect(apiMock.common.notice3).toHaveBeenCalledWith('en', expect.anything());
    expect(apiMock.common.sysNotice).toHaveBeenCalledWith('en', expect.anything());
  });

  it('asks again in Chinese, and says when there is nothing', async () => {
    signInAs();
    renderApp('/home/notice', { locale: 'zh' });
    expect(await screen.findByText('未找到相关数据')).toBeTruthy();
    await waitFor(() => expect(apiMock.common.notice3).toHaveBeenCalledWith('zh', expect.anything()));
  });
});
