import { GlProgram, Mesh, MeshGeometry, Shader, UniformGroup, type Texture, type TextureSource } from 'pixi.js';

/**
 * One terrain chunk drawn with its cell tints in a single pass: the chunk's baked texture, then
 * the map's tint texel for that spot (tint-field.ts) laid over it, written opaque. Drawing the
 * tints as their own translucent layers instead costs a blended full-screen pass each, which
 * software WebGL pays for on every pixel of every frame.
 */

const VERTEX = `
in vec2 aPosition;
in vec2 aUV;
out vec2 vUV;
out vec2 vCell;
uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;
uniform vec2 uMapSize;
void main(void) {
  mat3 mvp = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((mvp * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vUV = aUV;
  vCell = aPosition / uMapSize;
}`;

const FRAGMENT = `
in vec2 vUV;
in vec2 vCell;
out vec4 finalColor;
uniform sampler2D uChunk;
uniform sampler2D uTint;
void main(void) {
  vec4 ground = texture(uChunk, vUV);
  vec4 tint = texture(uTint, vCell);
  finalColor = vec4(ground.rgb * (1.0 - tint.a) + tint.rgb, 1.0);
}`;

let program: GlProgram | null = null;

export interface GroundMesh {
  readonly mesh: Mesh<MeshGeometry, Shader>;
  setTexture(texture: Texture): void;
  destroy(): void;
}

/** A chunk quad at (x, y) world pixels, `width` x `height`, over a map `mapWidth` x `mapHeight` world pixels. */
export function createGroundMesh(
  texture: Texture,
  tints: TextureSource,
  rect: { x: number; y: number; width: number; height: number },
  map: { width: number; height: number },
): GroundMesh {
  program ??= GlProgram.from({ vertex: VERTEX, fragment: FRAGMENT, name: 'blacksite-ground' });
  const { x, y, width, height } = rect;
  const geometry = new MeshGeometry({
    positions: new Float32Array([x, y, x + width, y, x + width, y + height, x, y + height]),
    uvs: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
    indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
  });
  const shader = new Shader({
    glProgram: program,
    resources: {
      uChunk: texture.source,
      uTint: tints,
      ground: new UniformGroup({ uMapSize: { value: new Float32Array([map.width, map.height]), type: 'vec2<f32>' } }),
    },
  });
  const mesh = new Mesh({ geometry, shader, label: 'ground chunk' });
  // The pass writes every pixel opaque: no blending to pay for.
  mesh.blendMode = 'none';
  return {
    mesh,
    setTexture(next) {
      shader.resources.uChunk = next.source;
    },
    destroy() {
      mesh.destroy();
      geometry.destroy();
      shader.destroy();
    },
  };
}
