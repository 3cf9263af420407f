import { Navigate, useSearchParams } from 'react-router';
import { idParam } from '../../components/status-page';
import { paths } from '../../config/paths';
import { useRequestAdmission } from '../../features/approvals/api/request-admission';
import { MemberFormPage } from '../../features/members/pages/member-form-page';
import { asksForAdmission, useAppAbility } from '../../lib/ability';

/*
 * The members feature's form with the approvals feature's call in its `admission` slot
 * (docs/architecture.md, "Web structure": features do not import each other, the app composes).
 */

/**
 * /trade-union/members/admission: a caller who may file requests but not admit fills the member
 * form, which sends it as an admission request (POST approval/admission). One who may admit is sent
 * on to the create page; one who may not pick a union (a member) is not authorised.
 */
export function MemberAdmissionPage() {
  const ability = useAppAbility();
  const [search] = useSearchParams();
  const admission = useRequestAdmission();
  if (ability.can('create', 'member')) {
    const startIn = idParam(search.get('organizationId') ?? undefined) ?? undefined;
    return <Navigate replace to={paths.members.create.getHref(startIn)} />;
  }
  if (!asksForAdmission(ability)) return <Navigate replace to={paths.misc.notAuthorized.getHref()} />;
  return <MemberFormPage admission={admission} />;
}
