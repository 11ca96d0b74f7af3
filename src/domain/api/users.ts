// Accounts and their areas (server/routes/users.ts).
import type { ClaimCodeResponse, UserListResponse, UserResponse } from '../users.ts';
import {
  assignScopeSchema,
  createUserSchema,
  listUsersQuerySchema,
  userStatusSchema,
} from '../users.ts';
import { apiRoute } from './route.ts';

export const userRoutes = {
  list: apiRoute<UserListResponse>()({
    method: 'GET',
    path: '/users',
    query: listUsersQuerySchema,
  }),
  create: apiRoute<UserResponse>()({ method: 'POST', path: '/users', body: createUserSchema }),
  claimCode: apiRoute<ClaimCodeResponse>()({ method: 'POST', path: '/users/me/claim-code' }),
  assignScope: apiRoute<UserResponse>()({
    method: 'PUT',
    path: '/users/:id/scope',
    body: assignScopeSchema,
  }),
  setStatus: apiRoute<UserResponse>()({
    method: 'PUT',
    path: '/users/:id/status',
    body: userStatusSchema,
  }),
};
