import { connect } from "node:net";

export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends bytes as they are (e.g. an HTTP/1.0 request without Host, which fetch cannot send) and
 * reads until the server closes the connection or `timeoutMs` passes.
 */
export function rawHttp(url: string, request: string, timeoutMs = 5000): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let data = "";
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const timer = setTimeout(
      () => socket.destroy(new Error(`no answer in ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const [head = "", ...rest] = data.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: rest.join("\r\n\r\n") });
    });
  });
}
