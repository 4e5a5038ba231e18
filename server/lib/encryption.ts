import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** Seals short secrets (a TOTP secret, an SMTP password) for storage; `open` fails loudly on any tampering. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = "v1";

/** AES-256-GCM with a random 96-bit nonce per value: `v1.<nonce>.<tag>.<ciphertext>`, each part base64url. */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("The encryption key must be 32 bytes");
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), ciphertext].map(encodePart).join(".");
    },
    open(sealed) {
      const [version, nonce, tag, ciphertext] = sealed.split(".");
      if (version !== VERSION || !nonce || !tag || ciphertext === undefined)
        throw new Error("Not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}

function encodePart(part: string | Buffer): string {
  return typeof part === "string" ? part : part.toString("base64url");
}
