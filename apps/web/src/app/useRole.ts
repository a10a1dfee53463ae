import { useSession } from '../session/sessionContext';

/**
 * The signed-in user's role, or null while unknown. Compared case-insensitively: the profile
 * dialog sends "teacher" while the server reports "Teacher" (the spec's noted inconsistency).
 */
export function useRole() {
  const { state } = useSession();
  const role = state.status === 'signedIn' ? (state.user.role ?? null) : null;
  const user = state.status === 'signedIn' ? state.user : null;
  return { role, isTeacher: role?.toLowerCase() === 'teacher', user };
}
