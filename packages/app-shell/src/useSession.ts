import { useSelector } from 'react-redux';
import { useMemberInfoQuery } from '@wl/api/member';
import { roleOf, sessionFlags, type Role } from '@wl/domain';
import type { SessionState } from './session.ts';

export type Session = {
  token: string | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  role: Role;
  /** Member info once loaded (GET /wps/member/info). */
  member: ReturnType<typeof useMemberInfoQuery>['data'];
  memberLoading: boolean;
};

/** Login state of the spec (isLogin, isAgent, isTrial), from the session token and the member type. */
export function useSession(): Session {
  const token = useSelector((state: { session: SessionState }) => state.session.token);
  const info = useMemberInfoQuery(undefined, { skip: !token });
  const member = token ? info.data : undefined;
  const memberType = member
    ? ((member as { type?: unknown; customerType?: unknown }).type ??
      (member as { customerType?: unknown }).customerType)
    : undefined;
  const input = { token, memberType };
  return {
    token,
    ...sessionFlags(input),
    role: roleOf(input),
    member,
    memberLoading: Boolean(token) && info.isLoading,
  };
}
