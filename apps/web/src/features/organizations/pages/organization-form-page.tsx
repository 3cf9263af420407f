import { Alert, Button, Card, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { idParam, isNotFound } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { useToast } from '../../../lib/use-toast';
import { useOrganization } from '../api/get-organization';
import { useDynamicFields } from '../api/list-dynamic-fields';
import { OrganizationForm } from '../components/organization-form';
import { formFields } from '../components/organization-form-values';
import { OrganizationNotFound } from '../components/organization-not-found';

/** /trade-union/organizations/create and /edit/:id: one form; saved, back to the organisation's detail. */
export function OrganizationFormPage() {
  const params = useParams();
  const editing = params.id !== undefined;
  const id = idParam(params.id);
  const navigate = useNavigate();
  const toast = useToast();
  const organization = useOrganization(editing ? id : null);
  const fields = useDynamicFields();

  if (editing && (id === null || isNotFound(organization.error))) return <OrganizationNotFound />;
  const failed = organization.error ?? fields.error;
  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={failed.message}
        action={<Button onClick={() => navigate(paths.organizations.list.getHref())}>Về danh sách</Button>}
      />
    );
  }
  const ready = fields.data && (!editing || organization.data);
  if (!ready) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  return (
    <OrganizationForm
      // A fresh form for each organisation (initial values are read once).
      key={organization.data?.id ?? 'new'}
      organization={editing ? organization.data : undefined}
      fields={formFields(fields.data)}
      onSaved={(saved) => {
        toast.success(editing ? 'Cập nhật công đoàn cơ sở thành công' : 'Thêm công đoàn cơ sở thành công');
        navigate(paths.organizations.detail.getHref(saved.id));
      }}
      onCancel={() =>
        navigate(
          editing && id !== null
            ? paths.organizations.detail.getHref(id)
            : paths.organizations.list.getHref(),
        )
      }
    />
  );
}
