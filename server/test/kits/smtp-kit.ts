import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Who signed in to send it (the SMTP AUTH username), or undefined without AUTH. */
  user: string | undefined;
  password: string | undefined;
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that takes any credentials and remembers who sent what, so a test can tell
 * which account (the environment's or the panel's) a message went out through. `refuse` makes AUTH fail.
 */
export async function startSmtpServer(options: { acceptPassword?: (password: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const logins = new Map<string, { user: string; password: string }>();
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, session, callback) {
      const password = auth.password ?? "";
      if (options.acceptPassword && !options.acceptPassword(password))
        return callback(new Error("Invalid username or password"));
      logins.set(session.id, { user: auth.username ?? "", password });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const login = logins.get(session.id);
        received.push({
          user: login?.user,
          password: login?.password,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    mailTo: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body as a reader sees it: quoted-printable soft breaks and escapes undone. */
export const decodedMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
