import { Fragment } from "react";

/**
 * An email address that wraps only before its "@" and its dots ("xaliimo" / "@example.com"), never in the
 * middle of a name; a part longer than its column still breaks (`break-words`) rather than spill out.
 */
export function EmailText({ email }: { email: string }) {
  const [local = "", domain] = email.split(/(?=@)/, 2);
  const parts = domain ? [local, ...domain.split(/(?=\.)/)] : [email];
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        // The parts of one address never move: their places are their keys.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
