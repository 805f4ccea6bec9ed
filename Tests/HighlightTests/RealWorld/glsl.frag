#version 300 es
// Written for Imprint's highlighting tests by the Imprint team. Modelled on the fragment shaders
// of WebGL and OpenGL ES posts: a signed-distance-field scene lit by two lights, with soft
// shadows, a vignette and film grain, as a post comparing it with a Metal port would show it.

precision highp float;
precision mediump int;

#define MAX_STEPS 96
#define MAX_DISTANCE 40.0
#define SURFACE_EPSILON 1e-3
#define PI 3.14159265

struct Light {
    vec3 position;
    vec3 color;
    float intensity;
};

uniform vec2 uResolution;
uniform float uTime;
uniform sampler2D uNoise;
uniform Light uLights[2];
uniform mat3 uCamera;

in vec2 vTexCoord;
layout(location = 0) out vec4 fragColor;

float sdSphere(vec3 p, float radius) {
    return length(p) - radius;
}

float sdRoundBox(vec3 p, vec3 size, float radius) {
    vec3 q = abs(p) - size;
    return length(max(q, 0.0)) + min(max(q.x, max(q.y, q.z)), 0.0) - radius;
}

/* Smooth union, after Inigo Quilez's article on smooth minimum:
   k is the blend radius. */
float smin(float a, float b, float k) {
    float h = clamp(0.5 + 0.5 * (b - a) / k, 0.0, 1.0);
    return mix(b, a, h) - k * h * (1.0 - h);
}

float scene(vec3 p) {
    float bob = sin(uTime * 1.5) * 0.25;
    float sphere = sdSphere(p - vec3(0.0, 0.6 + bob, 0.0), 0.6);
    float box = sdRoundBox(p - vec3(0.0, -0.2, 0.0), vec3(1.2, 0.2, 1.2), 0.08);
    float ground = p.y + 0.5;
    return min(smin(sphere, box, 0.3), ground);
}

vec3 normalAt(vec3 p) {
    const vec2 e = vec2(SURFACE_EPSILON, 0.0);
    return normalize(vec3(
        scene(p + e.xyy) - scene(p - e.xyy),
        scene(p + e.yxy) - scene(p - e.yxy),
        scene(p + e.yyx) - scene(p - e.yyx)));
}

float softShadow(vec3 origin, vec3 direction, float k) {
    float result = 1.0;
    float t = 0.02;
    for (int i = 0; i < 32; i++) {
        float h = scene(origin + direction * t);
        if (h < SURFACE_EPSILON) {
            return 0.0;
        }
        result = min(result, k * h / t);
        t += clamp(h, 0.02, 0.25);
        if (t > MAX_DISTANCE) break;
    }
    return clamp(result, 0.0, 1.0);
}

bool march(vec3 origin, vec3 direction, out float distance) {
    distance = 0.0;
    for (int i = 0; i < MAX_STEPS; ++i) {
        float d = scene(origin + direction * distance);
        if (d < SURFACE_EPSILON * distance) {
            return true;
        }
        distance += d;
        if (distance > MAX_DISTANCE) {
            break;
        }
    }
    return false;
}

vec3 shade(vec3 p, vec3 viewDirection) {
    vec3 n = normalAt(p);
    vec3 color = vec3(0.03, 0.04, 0.06);
    for (int i = 0; i < 2; i++) {
        Light light = uLights[i];
        vec3 toLight = normalize(light.position - p);
        float diffuse = max(dot(n, toLight), 0.0);
        float specular = pow(max(dot(reflect(-toLight, n), -viewDirection), 0.0), 32.0);
        float shadow = softShadow(p + n * 0.01, toLight, 8.0);
        color += light.color * light.intensity * (diffuse + 0.4 * specular) * shadow;
    }
    return color;
}

void main() {
    vec2 uv = (gl_FragCoord.xy * 2.0 - uResolution) / uResolution.y;
    vec3 origin = vec3(0.0, 0.8, 4.0);
    vec3 direction = uCamera * normalize(vec3(uv, -1.8));

    float distance;
    vec3 color = vec3(0.55, 0.65, 0.8) - 0.25 * direction.y;
    if (march(origin, direction, distance)) {
        color = shade(origin + direction * distance, direction);
        color = mix(color, vec3(0.55, 0.65, 0.8), 1.0 - exp(-0.02 * distance * distance));
    }

    // Vignette, then grain from the noise texture so that gradients do not band.
    float vignette = 1.0 - 0.3 * dot(vTexCoord - 0.5, vTexCoord - 0.5) * 4.0;
    float grain = texture(uNoise, vTexCoord * uResolution / 256.0 + fract(uTime)).r - 0.5;
    color = pow(color * vignette, vec3(1.0 / 2.2)) + grain / 255.0;

#ifdef DEBUG_NORMALS
    fragColor = vec4(normalAt(origin) * 0.5 + 0.5, 1.0);
#else
    fragColor = vec4(color, 1.0);
#endif
}
