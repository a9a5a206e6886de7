// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The part of Farcaster's IdRegistry (OP Mainnet) that Sign In With Farcaster reads: which
/// address holds each fid (`custodyOf`) and which fid an address holds (`idOf`). Registration
/// is open here (the real registry registers through its IdGateway); a custody address can
/// move its fid to another address, as the real `transfer` does (without its signatures).
contract IdRegistry {
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id, address recovery);
    event Transfer(address indexed from, address indexed to, uint256 indexed id);

    error HasId();
    error HasNoId();

    function register(address to) external returns (uint256 fid) {
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid, address(0));
    }

    function transfer(address to) external {
        uint256 fid = idOf[msg.sender];
        if (fid == 0) revert HasNoId();
        if (idOf[to] != 0) revert HasId();
        delete idOf[msg.sender];
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Transfer(msg.sender, to, fid);
    }
}
