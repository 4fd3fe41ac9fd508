import { useState, type FormEvent } from 'react'
import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core'
import { Globe, Tick } from '@blueprintjs/icons'
import { isApiError, MESSAGES } from '@pathshala/shared'
import { useCheckServer, useSaveServer } from '../api/use-server-address.ts'

interface ServerAddressFormProps {
  initialAddress: string
  submitText: string
}

function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : MESSAGES.requestFailed
}

/**
 * The API server's address: "Test connection" asks its health call, the submit button checks,
 * saves and restarts the app against it. Nothing is saved unless the server answers.
 */
export function ServerAddressForm({ initialAddress, submitText }: ServerAddressFormProps) {
  const [address, setAddress] = useState(initialAddress)
  const check = useCheckServer()
  const save = useSaveServer()
  const busy = check.isPending || save.isPending
  const error = save.error ?? check.error

  function submit(event: FormEvent) {
    event.preventDefault()
    check.reset()
    save.mutate(address)
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Server address">
      <FormGroup
        label="Server address"
        labelFor="server-address"
        helperText="The address of your Pathshala server, for example https://pathshala.example.com"
      >
        <InputGroup
          id="server-address"
          size="large"
          type="url"
          leftIcon={<Globe />}
          autoComplete="url"
          spellCheck={false}
          value={address}
          onValueChange={(value) => {
            setAddress(value)
            check.reset()
            save.reset()
          }}
          intent={error ? Intent.DANGER : undefined}
          aria-invalid={error ? true : undefined}
        />
      </FormGroup>

      <div className="form-message" aria-live="polite">
        {error && (
          <Callout intent={Intent.DANGER} compact>
            {messageOf(error)}
          </Callout>
        )}
        {check.isSuccess && !error && (
          <Callout intent={Intent.SUCCESS} compact icon={<Tick />}>
            {`A Pathshala server answers at ${check.data}.`}
          </Callout>
        )}
        {save.isSuccess && (
          <Callout intent={Intent.SUCCESS} compact icon={<Tick />}>
            {`Connected to ${save.data}.`}
          </Callout>
        )}
      </div>

      <div className="form-actions">
        <Button
          text="Test connection"
          disabled={busy}
          loading={check.isPending}
          onClick={() => {
            save.reset()
            check.mutate(address)
          }}
        />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text={submitText}
          disabled={busy}
          loading={save.isPending}
        />
      </div>
    </form>
  )
}
