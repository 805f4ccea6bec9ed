// Written for Imprint's highlighting tests by the Imprint team. Modelled on the Metal shaders of
// iOS graphics posts: a textured quad's vertex and fragment functions with a uniforms buffer, a
// compute kernel that blurs an image in threadgroup memory, and a particle update kernel.

#include <metal_stdlib>
#include <simd/simd.h>
#include "ShaderTypes.h"

using namespace metal;

constant float kGamma = 2.2f;
constant uint kBlurRadius = 4;
constant half3 kLuminance = half3(0.2126h, 0.7152h, 0.0722h);

/* The layout Swift fills with MTLVertexDescriptor: positions and
   texture coordinates in one interleaved buffer. */
struct VertexIn {
    float2 position [[attribute(0)]];
    float2 texCoord [[attribute(1)]];
};

struct VertexOut {
    float4 position [[position]];
    float2 texCoord;
    half4 tint [[flat]];
};

struct Uniforms {
    float4x4 modelViewProjection;
    float time;
    packed_float3 tint;
};

struct Particle {
    float2 position;
    float2 velocity;
    float life;
};

vertex VertexOut quadVertex(VertexIn in [[stage_in]],
                            constant Uniforms &uniforms [[buffer(1)]],
                            uint instance [[instance_id]]) {
    VertexOut out;
    float wobble = sin(uniforms.time + float(instance) * 0.5f) * 0.02f;
    out.position = uniforms.modelViewProjection * float4(in.position + wobble, 0.0, 1.0);
    out.texCoord = in.texCoord;
    out.tint = half4(half3(uniforms.tint), 1.0h);
    return out;
}

fragment half4 quadFragment(VertexOut in [[stage_in]],
                            texture2d<half, access::sample> colorTexture [[texture(0)]],
                            sampler textureSampler [[sampler(0)]]) {
    half4 color = colorTexture.sample(textureSampler, in.texCoord);
    if (color.a < 0.01h) {
        discard_fragment();
    }
    // Textures are sRGB; blend in linear space and convert back.
    half3 linear = pow(color.rgb, half3(kGamma)) * in.tint.rgb;
    return half4(pow(linear, half3(1.0h / kGamma)), color.a);
}

fragment float4 grayscaleFragment(VertexOut in [[stage_in]],
                                  texture2d<float> source [[texture(0)]]) {
    constexpr sampler linearSampler(coord::normalized, filter::linear, address::clamp_to_edge);
    float4 color = source.sample(linearSampler, in.texCoord);
    float gray = dot(color.rgb, float3(kLuminance));
    return float4(float3(gray), color.a);
}

/// A horizontal box blur: each threadgroup loads its row and the radius on both sides once.
kernel void blurHorizontal(texture2d<half, access::read> source [[texture(0)]],
                           texture2d<half, access::write> destination [[texture(1)]],
                           uint2 gid [[thread_position_in_grid]],
                           uint2 lid [[thread_position_in_threadgroup]],
                           uint2 groupSize [[threads_per_threadgroup]]) {
    threadgroup half4 row[256 + 2 * kBlurRadius];

    const uint width = source.get_width();
    const uint height = source.get_height();
    const uint x = min(gid.x, width - 1);
    const uint y = min(gid.y, height - 1);

    row[lid.x + kBlurRadius] = source.read(uint2(x, y));
    if (lid.x < kBlurRadius) {
        uint left = x >= kBlurRadius ? x - kBlurRadius : 0;
        uint right = min(x + groupSize.x, width - 1);
        row[lid.x] = source.read(uint2(left, y));
        row[lid.x + groupSize.x + kBlurRadius] = source.read(uint2(right, y));
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);

    if (gid.x >= width || gid.y >= height) {
        return;
    }
    half4 sum = 0.0h;
    for (uint i = 0; i <= 2 * kBlurRadius; ++i) {
        sum += row[lid.x + i];
    }
    destination.write(sum / half(2 * kBlurRadius + 1), gid);
}

kernel void updateParticles(device Particle *particles [[buffer(0)]],
                            constant float &deltaTime [[buffer(1)]],
                            device atomic_uint *aliveCount [[buffer(2)]],
                            uint id [[thread_position_in_grid]]) {
    Particle p = particles[id];
    if (p.life <= 0.0f) {
        return;
    }
    p.velocity += float2(0.0f, -9.81f) * deltaTime;
    p.position += p.velocity * deltaTime;
    p.life -= deltaTime;
    if (p.position.y < -1.0f) {
        p.position.y = -1.0f;
        p.velocity.y *= -0.6f;
    }
    particles[id] = p;
    if (p.life > 0.0f) {
        atomic_fetch_add_explicit(aliveCount, 1u, memory_order_relaxed);
    }
}
