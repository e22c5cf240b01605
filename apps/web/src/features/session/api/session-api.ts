import type { CompanyParams, LoginBody, LoginNeedsCode, LoginReply, RightsReply } from '@app/contracts';
import { api } from '../../../shared/api/client.ts';

export const fetchRights = () => api<RightsReply>('/', { query: { get_rights: 1 }, skipAuthHandler: true });

export const postLogin = (body: LoginBody) =>
  api<LoginReply | LoginNeedsCode>('/login', { method: 'POST', json: body, skipAuthHandler: true });

export const patchRefresh = () => api<LoginReply>('/login/refresh', { method: 'PATCH' });

export const getLogout = () => api<{ result: boolean }>('/login/logout', { skipAuthHandler: true });

export const postSsoCookies = (token: string, tokenExpired: string) =>
  api<LoginReply | { result: boolean }>('/sso/authorization_cookies', {
    method: 'POST',
    form: { token, token_expired: tokenExpired },
    skipAuthHandler: true,
  });

export const fetchGlobalLink = (link: string, view: string | null) =>
  api<{ link: string }>('/webservice/globallink', { query: { link, view: view ?? undefined } });

export const validateHash = (hash: string) =>
  api<{ link: string; object_id: number | string }>('/webservice/hash/validate', { method: 'POST', json: { hash }, skipAuthHandler: true });

export const changePassword = (body: { old_password: string; new_password: string }) =>
  api<{ result: boolean }>('/users/password', { method: 'POST', json: body });

export const fetchCompanyParams = () => api<CompanyParams>('/services/company_params');
