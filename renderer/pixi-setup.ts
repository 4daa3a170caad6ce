import 'pixi.js/unsafe-eval'; // keeps PixiJS working under our strict CSP (no new Function)
import { GlLimitsSystem } from 'pixi.js';

/**
 * PixiJS set-up shared by every canvas in the app; import it before creating an Application.
 *
 * Software WebGL (SwiftShader, llvmpipe: machines without a GPU, and our CI) runs every fragment
 * shader on the CPU. Pixi's batch shader picks the texture with an if-chain over up to 16
 * samplers, and a software rasteriser pays for every branch on every pixel: measured here, a
 * full-screen sprite costs about twice a one-texture shader, and the 256x256 table map panned at
 * 7 fps instead of 25 with nothing else changed. On a software renderer we batch one texture per
 * draw call (more draw calls, far cheaper pixels); real GPUs keep Pixi's default.
 */

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software/i;

export function isSoftwareRenderer(gl: WebGLRenderingContext | WebGL2RenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
  return typeof name === 'string' && SOFTWARE.test(name);
}

let installed = false;

function installSoftwareLimits(): void {
  if (installed) return;
  installed = true;
  // The limits system is where every batcher and graphics adaptor reads its texture count, at
  // context creation; adjusting it there (before anything reads it) keeps Pixi's order intact.
  // Seen as a function that needs its `this`, so TypeScript refuses a bare base() call.
  const proto: { contextChange: (this: GlLimitsSystem) => void } = GlLimitsSystem.prototype;
  const base = proto.contextChange;
  proto.contextChange = function contextChange(this: GlLimitsSystem): void {
    base.call(this);
    const gl = (this as unknown as { _renderer: { gl: WebGL2RenderingContext } })._renderer.gl;
    if (isSoftwareRenderer(gl)) this.maxBatchableTextures = 1;
  };
}

installSoftwareLimits();
