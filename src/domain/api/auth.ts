// Sign-up, sign-in, sign-out and the booth user's own profile (server/routes/booth.ts).
import type { LoginResponse, SessionUser } from '../auth.ts';
import { signInSchema, signUpSchema } from '../auth.ts';
import type { Profile } from '../profile.ts';
import { profileUpdateSchema } from '../profile.ts';
import { apiRoute } from './route.ts';

type Said = { message: string };

export const authRoutes = {
  signUp: apiRoute<Said & { user: SessionUser }>()({
    method: 'POST',
    path: '/booth/create-booth-user',
    body: signUpSchema,
  }),
  signUpState: apiRoute<{ firstAccount: boolean }>()({
    method: 'GET',
    path: '/booth/sign-up-state',
  }),
  signIn: apiRoute<LoginResponse>()({
    method: 'POST',
    path: '/booth/login-booth-user',
    body: signInSchema,
  }),
  signOut: apiRoute<Said>()({ method: 'POST', path: '/booth/logout-booth-user' }),
  myProfile: apiRoute<{ user: Profile }>()({ method: 'GET', path: '/booth/my-profile' }),
  editProfile: apiRoute<Said & { user: Profile }>()({
    method: 'PUT',
    path: '/booth/edit-booth-user/:booth_id',
    body: profileUpdateSchema,
  }),
};
