import { membershipRoutes } from './membership.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { signImageRoutes } from './sign-image.routes.ts';

/** /api/permission/Users/Current/*; the password change lives in oauth. */
export const currentUserRoutes = [...profileRoutes, ...membershipRoutes, ...signImageRoutes];
