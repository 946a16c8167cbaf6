// The SMTP transport for "your move" e-mails, from the operator's SMTP URL (nodemailer reads
// smtp://user:pass@host:587 and smtps://… for TLS from the first byte).
import nodemailer, { type Transporter } from 'nodemailer';

export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport(url);
}
