import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type ProfileUpdateInput, profileUpdateInput } from '@shop/contracts';
import { useForm } from 'react-hook-form';
import { useNotify } from '../../components/Notifier.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { fieldProps } from '../../lib/forms.ts';
import { useUpdateName } from './profileApi.ts';

const NOTICE_MS = 6000;

/** First and last name, edited in place; the email is the sign-in name and stays. */
export function NameForm({ name, onDone }: { name: ProfileUpdateInput; onDone: () => void }) {
  const notify = useNotify();
  const updateName = useUpdateName();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdateInput>({ resolver: zodResolver(profileUpdateInput), defaultValues: name });

  const field = fieldProps(register, errors);

  const submit = handleSubmit(async (values) => {
    try {
      await updateName.mutateAsync(values);
      notify({ message: 'Your name is saved.', severity: 'success', autoHideMs: NOTICE_MS });
      onDone();
    } catch (error) {
      notify({ message: errorMessage(error, 'Your name could not be saved.'), severity: 'error' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Edit your name">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...field('firstName', 'First Name')} required autoComplete="given-name" />
        <TextField {...field('lastName', 'Last Name')} required autoComplete="family-name" />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save name
        </Button>
        <Button onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
