import { startMailSink } from './sink';

// The local mail server of `npm start` and the end-to-end tests (scripts/start.mjs runs it):
// SMTP on MAIL_SINK_SMTP_PORT (2525), its JSON interface on MAIL_SINK_HTTP_PORT (2526), both on 127.0.0.1.
const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} is not a port`);
  return value;
};
const say = (message: string) => process.stdout.write(`${message}\n`);

const sink = await startMailSink({
  host: '127.0.0.1',
  smtpPort: port('MAIL_SINK_SMTP_PORT', 2525),
  httpPort: port('MAIL_SINK_HTTP_PORT', 2526),
  log: say,
});
say(`mail sink: SMTP on 127.0.0.1:${sink.smtpPort}, messages at http://127.0.0.1:${sink.httpPort}/messages`);

const stop = () => void sink.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// Stop with the run that started it, even if that run was killed without a chance to stop us.
const parentPid = Number(process.env.MAIL_SINK_PARENT_PID);
if (Number.isInteger(parentPid) && parentPid > 0) {
  setInterval(() => {
    try {
      process.kill(parentPid, 0);
    } catch {
      stop();
    }
  }, 2000).unref();
}
