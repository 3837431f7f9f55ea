import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GrievanceCreated, GrievanceInput } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { indiaDateTime } from '../../lib/indiaDates.ts';
import { useAuth } from '../auth/index.ts';

/** The contact page's grievance form (E-Commerce Rules, rule 4): signed in or not, a ticket at once. */
export function GrievanceForm() {
  const { user } = useAuth();
  const [values, setValues] = useState<GrievanceInput>({
    name: '',
    email: '',
    phone: '',
    orderId: '',
    subject: '',
    message: '',
  });
  const file = useMutation({
    mutationFn: (body: GrievanceInput) => api<GrievanceCreated>('/api/grievances', { method: 'POST', body }),
  });
  const field = (name: keyof GrievanceInput, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={name}
      value={values[name] ?? ''}
      onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    file.mutate({
      ...values,
      name: values.name || (user ? `${user.firstName} ${user.lastName}` : ''),
      email: values.email || user?.email || '',
    });
  };
  if (file.data)
    return (
      <Alert severity="success" role="status" sx={{ mt: 3 }}>
        <Typography sx={{ fontWeight: 600 }}>Your ticket number is {file.data.ticket}</Typography>
        We will answer by {indiaDateTime(file.data.acknowledgeBy)} and resolve it by{' '}
        {indiaDateTime(file.data.resolveBy)}. A copy is on its way to your mail.
      </Alert>
    );
  return (
    <Box component="section" aria-labelledby="grievance-form-heading" sx={{ mt: 4 }}>
      <Typography id="grievance-form-heading" variant="h5" component="h2" gutterBottom>
        File a grievance
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
        {field('name', 'Your name', {
          required: !user,
          placeholder: user ? `${user.firstName} ${user.lastName}` : '',
        })}
        {field('email', 'Email', { required: !user, type: 'email', placeholder: user?.email ?? '' })}
        {field('phone', 'Phone (optional)', { type: 'tel' })}
        {field('orderId', 'Order number (optional)')}
        {field('subject', 'Subject', { required: true })}
        {field('message', 'What happened?', { required: true, multiline: true, minRows: 4 })}
        {file.isError && (
          <Typography role="alert" color="error" variant="body2">
            {errorMessage(file.error)}
          </Typography>
        )}
        <Button type="submit" variant="contained" disabled={file.isPending} sx={{ justifySelf: 'start' }}>
          Send grievance
        </Button>
      </Box>
    </Box>
  );
}
