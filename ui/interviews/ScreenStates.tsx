/** What the after-interview screens show while loading and when loading failed (spec §2, §8). */
import { Spinner } from "../components/Spinner.tsx"

export const Loading = ({ label }: { label: string }) => (
  <div className="flex justify-center py-16">
    <Spinner label={label} />
  </div>
)

/** The error line: red and centred. */
export const ErrorLine = ({ message }: { message: string }) => (
  <p role="alert" className="py-12 text-center font-medium text-red-700">
    {message}
  </p>
)
