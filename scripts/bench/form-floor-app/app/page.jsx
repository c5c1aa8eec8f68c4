'use client';
import { Controller, useForm } from 'react-hook-form';
import StackFloorPage from '../../stack-floor-app/app/page.jsx';

/** A contact form as the order form has one: a required text field and a checkbox, plain HTML inputs, no MUI. */
function ContactForm() {
  const { register, control, handleSubmit, formState } = useForm({ defaultValues: { name: '', agree: false } });
  return (
    <form onSubmit={handleSubmit((values) => console.log(values))}>
      <input
        aria-label="Name"
        aria-invalid={Boolean(formState.errors.name)}
        {...register('name', { required: true })}
      />
      <Controller
        control={control}
        name="agree"
        render={({ field }) => (
          <input
            type="checkbox"
            aria-label="Agree"
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
          />
        )}
      />
    </form>
  );
}

export default function Page() {
  return (
    <StackFloorPage>
      <ContactForm />
    </StackFloorPage>
  );
}
