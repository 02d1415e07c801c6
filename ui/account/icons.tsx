/** Line icons the account screens need beyond the shared set, on the same 24-unit grid; decorative. */
import { Icon, type IconProps } from "../components/Icons.tsx"

export { SpinnerGlyph } from "../components/Icons.tsx"

export const EyeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
)

export const EyeOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16.8 16.8 0 0 1-2.6 3.4M6.6 6.6C3.9 8.3 2.5 12 2.5 12s3.5 6.5 9.5 6.5a9.3 9.3 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </Icon>
)

export const KeyIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="15" r="4.5" />
    <path d="m11.2 11.8 8.8-8.8M17 6l3 3M14.5 8.5l2 2" />
  </Icon>
)

export const PencilIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </Icon>
)

export const MailOpenIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21.5 9.5v9a2 2 0 0 1-2 2h-15a2 2 0 0 1-2-2v-9l9.5-6z" />
    <path d="m2.5 9.5 9.5 6 9.5-6" />
  </Icon>
)

export const LinkOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9.5 14.5 14.5 9.5M10 6.5l1.6-1.6a4.6 4.6 0 0 1 6.5 6.5L16.5 13M14 17.5l-1.6 1.6a4.6 4.6 0 0 1-6.5-6.5L7.5 11M3 3l18 18" />
  </Icon>
)

/** A small spinner for inside a busy button: the button's own text says what is happening. */
