import { SelectField } from './SelectField.tsx'

interface PageSizeSelectProps {
  id: string
  className?: string
  value: number
  sizes: readonly number[]
  onChange: (limit: number) => void
  fill?: boolean
}

/** 'Per page': how many items a listing shows at once. */
export function PageSizeSelect({
  id,
  className,
  value,
  sizes,
  onChange,
  fill,
}: PageSizeSelectProps) {
  return (
    <SelectField
      id={id}
      label="Per page"
      className={className}
      fill={fill}
      value={value}
      options={sizes.map((size) => ({ value: size, label: String(size) }))}
      onValueChange={(size) => onChange(Number(size))}
    />
  )
}
